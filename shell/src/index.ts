// The async boundary: the federation runtime must set up the shared modules (React and friends)
// before any code that imports them runs.
import('./bootstrap');
