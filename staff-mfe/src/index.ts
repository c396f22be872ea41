// The async boundary: webpack must first agree with the host on the shared modules (React and
// friends) before any code that imports them runs.
import('./bootstrap');
