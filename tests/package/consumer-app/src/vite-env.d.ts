// What `vite/client` declares for a Vite app's stylesheet imports.
declare module '*.css';
