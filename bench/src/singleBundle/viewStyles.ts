import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewStylesFile, type ViewStyles } from '../../single-bundle/build/viewStyles';

/**
 * The single bundle's style sheets per page module (single-bundle/build/viewStyles.ts). A build
 * without the file draws its pages all the same, unstyled until their code arrives.
 */
export function readViewStyles(root: string): ViewStyles {
  const file = join(root, viewStylesFile);
  if (!existsSync(file)) return {};
  const styles = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (
    typeof styles !== 'object' ||
    styles === null ||
    !Object.values(styles).every(
      (files) => Array.isArray(files) && files.every((href) => typeof href === 'string'),
    )
  ) {
    throw new Error(`${file} is not a list of style sheets per page module`);
  }
  return styles as ViewStyles;
}
