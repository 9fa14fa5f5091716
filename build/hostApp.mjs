// The product site: its browser and server builds live with it, in host-app/build/.
export { buildHostApp, cleanHostApp } from '../host-app/build/buildHostApp.mjs';
