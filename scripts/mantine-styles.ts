import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A module of a Mantine component: …/@mantine/core/esm/{components,utils}/<Folder>/…/<Name>.mjs */
const COMPONENT_MODULE =
  /^(.*[\\/]@mantine[\\/]core)[\\/]esm[\\/](?:components|utils)[\\/]([A-Za-z]+)[\\/](?:.+[\\/])?([A-Za-z]+)\.mjs$/;

/**
 * Only the styles of the Mantine components the app uses, so a phone's first load carries no others: each component module the build
 * includes imports the `styles/<Name>.layer.css` of its folder and of its own name (NativeSelect's
 * chevron, `Combobox/ComboboxChevron`, is styled in Combobox's), so the styles travel in the chunk that uses the
 * component, and a component no screen uses brings none. The import goes last, after the module's own
 * imports, so a component's styles follow those of the components it is built from, as in Mantine's
 * full stylesheet. The `.layer.css` copies sit in `@layer mantine`, so the app's own CSS (theme.module.css
 * and the CSS modules) wins over them wherever a lazy chunk's styles arrive later. Build only: the
 * development server pre-bundles Mantine, and src/web/main.tsx loads the full stylesheet there.
 */
export function mantineComponentStyles(): Plugin {
  return {
    name: 'courseclock:mantine-component-styles',
    apply: 'build',
    transform(code, id) {
      const match = COMPONENT_MODULE.exec(id.split('?')[0] ?? id);
      if (!match) return null;
      const [, root = '', folder = '', name = ''] = match;
      const sheets = [...new Set([folder, name])].filter((sheet) =>
        existsSync(join(root, 'styles', `${sheet}.layer.css`)),
      );
      if (sheets.length === 0) return null;
      const imports = sheets.map((sheet) => `import '@mantine/core/styles/${sheet}.layer.css';`).join('\n');
      return { code: `${code}\n${imports}\n`, map: null };
    },
  };
}
