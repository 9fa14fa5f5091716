// What every browser build targets, and the define that makes libraries drop their development code.
export const BROWSERS = ['chrome100', 'firefox100', 'safari15', 'edge100'];
export const CSS_BROWSERS = ['chrome >= 100', 'firefox >= 100', 'safari >= 15'];
export const PRODUCTION = { 'process.env.NODE_ENV': '"production"' };
