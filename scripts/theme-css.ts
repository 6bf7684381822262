// `npm run theme:css`: writes src/web/theme.css from the theme's tokens (src/web/theme-stylesheet.ts).
// src/web/theme-stylesheet.test.ts fails when the file and the tokens disagree.
import { writeFileSync } from 'node:fs';
import { themeStylesheet } from '../src/web/theme-stylesheet';

writeFileSync(new URL('../src/web/theme.css', import.meta.url), themeStylesheet());
console.log('Wrote src/web/theme.css');
