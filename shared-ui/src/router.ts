// What the site's pages use of react-router, and all that the browser loads of it. The build
// shares this module under the name 'react-router-dom' (tooling/webpack-config.ts), so every
// `import ... from 'react-router-dom'` in the shell and the remotes gets these exports, from one
// copy per page: the shell's BrowserRouter and a remote page's useParams must share it. A shared
// module is loaded whole, never tree-shaken, and the whole of react-router-dom costs about 61 KB
// gzip where these cost about 14 KB (docs/decisions/021-a-router-of-the-parts-the-site-uses.md).
//
// A page that needs another export adds it here; router.test.ts fails until it does. It comes from
// 'react-router', which react-router-dom re-exports: an import of 'react-router-dom' here would
// be this module itself.
export { BrowserRouter, Link, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from 'react-router';
