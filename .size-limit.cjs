// Size budgets (brotli), checked by `npm test`. Each screen entry is measured with what it
// imports from the SDK core but without React and Lingui (the host app's), so one number per
// screen shows what that screen alone costs; the whole-SDK and core rows bound the total.
const { readdirSync, existsSync } = require('node:fs');

const dist = 'packages/screens/dist';
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@lingui/core', '@lingui/react', 'ofetch', 'comlink'];
const screens = existsSync(`${dist}/screens`) ? readdirSync(`${dist}/screens`) : [];
const SCREEN_LIMIT = '8 KB';

module.exports = [
  { name: '@lendview/bridge', path: 'packages/bridge/dist/index.js', import: '{ createBridge }', limit: '3 KB', ignore: external },
  { name: '@lendview/api (http)', path: 'packages/api/dist/http.js', import: '{ createHttpApi }', limit: '6 KB', ignore: external },
  { name: 'screens core (provider)', path: `${dist}/index.js`, import: '{ LendviewProvider, createDataStore }', limit: '3 KB', ignore: external },
  ...screens.map((name) => ({
    name: `screen: ${name}`,
    path: `${dist}/screens/${name}/index.js`,
    limit: SCREEN_LIMIT,
    ignore: [...external, '@lendview/api', '@lendview/bridge'],
  })),
];
