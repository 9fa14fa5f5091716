import { dynamicFormAr } from '../dynamicForm/dynamicFormAr';
import { ar } from './ar';
import { dropInAr } from './dropInAr';

/** Every feature's Arabic texts (the kit's, the drop-in's, the dynamic form's) in one catalog, as `addCatalog` takes them. */
export const arabicCatalog: Readonly<Record<string, string>> = { ...ar, ...dropInAr, ...dynamicFormAr };
