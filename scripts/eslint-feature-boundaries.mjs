// The web app's layering, as a lint rule (CONTRIBUTING "Web layout"):
// - `shared/` never imports a feature;
// - a feature imports another feature only through its public `index.ts`
//   (`../wallet`, never `../wallet/api`), so a feature can reorganise its files freely;
// - test files may also use another feature's test fixtures (`*.test-util.ts(x)`);
// - `app/` composes pages and lazy routes and may import any file.
import path from 'node:path';

const LAYER = /^(.*\/src)\/(features\/[^/]+|shared|app)(?:\/|$)/;

/** Where a file sits: its `src` root and its layer (`features/<name>`, `shared` or `app`). */
function locate(file) {
  const match = LAYER.exec(file.split(path.sep).join('/'));
  return match ? { src: match[1], layer: match[2] } : null;
}

function isTestFile(file) {
  return /\.test(-util)?\.[cm]?[jt]sx?$/.test(file);
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "Features import shared code and other features' public index only." },
    schema: [],
    messages: {
      sharedImportsFeature:
        'shared/ must not import a feature ({{target}}): move what both need into shared/.',
      deepImport:
        "Import {{feature}} through its public index ('{{index}}'), not its file {{target}}; export it there if it is meant to be used outside.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from || from.layer === 'app') return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(file), source).split(path.sep).join('/');
      const to = locate(resolved);
      if (!to || to.src !== from.src || !to.layer.startsWith('features/')) return;
      if (to.layer === from.layer) return;
      const target = path.posix.relative(to.src, resolved);
      if (from.layer === 'shared') {
        context.report({ node, messageId: 'sharedImportsFeature', data: { target } });
        return;
      }
      const rest = resolved.slice(`${to.src}/${to.layer}`.length);
      if (rest === '' || rest === '/' || /^\/index(\.[jt]sx?)?$/.test(rest)) return;
      if (isTestFile(file) && /\.test-util(\.[jt]sx?)?$/.test(rest)) return;
      const index = path.posix.relative(
        path.posix.dirname(file.split(path.sep).join('/')),
        `${to.src}/${to.layer}`,
      );
      context.report({
        node,
        messageId: 'deepImport',
        data: { feature: to.layer, index: index.startsWith('.') ? index : `./${index}`, target },
      });
    }

    const fromSource = (node) => {
      if (node.source) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};

export const featureBoundaries = { rules: { 'feature-boundaries': rule } };
