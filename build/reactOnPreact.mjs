// Builds that render React components with Preact: `react` and `react-dom` (with their subpaths:
// `react/jsx-runtime`, `react-dom/client`, `react-dom/server`) resolve to `preact/compat`, which
// keeps React's API at a tenth of react-dom's bytes. The script tag and the product site both ship this way.
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REACT_ON_PREACT = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/** The React integration of signals becomes Preact's, which tracks what a component reads by itself. */
const SIGNALS_ON_PREACT = {
  '@preact/signals-react': '@preact/signals',
  '@preact/signals-react/runtime': fileURLToPath(new URL('./signalsRuntimeOnPreact.mjs', import.meta.url)),
};

/** An esbuild plugin for the signals half: aliases cannot name a package's subpath. */
export const signalsOnPreact = {
  name: 'signals-on-preact',
  setup(build) {
    build.onResolve({ filter: /^@preact\/signals-react(\/runtime)?$/ }, (args) => {
      const target = SIGNALS_ON_PREACT[args.path];
      if (isAbsolute(target)) return { path: target };
      return build.resolve(target, { kind: args.kind, resolveDir: args.resolveDir });
    });
  },
};
