import { string } from 'yup';
import { isCommune, isCommuneOf, isRegionName, regionNames } from './data/regions';
import { choiceRule, isRecord } from './fields';
import { messages } from './messages';

/*
 * The region and commune rules (spec §5), apart from the other field rules
 * so that forms without an address (the login, the password forms) do not
 * download Chile's regions and communes (issue 27).
 */

/** region (state): one of the 16 regions. */
export const regionRule = () => choiceRule(regionNames);

/**
 * commune: a commune of Chile, and one of the region chosen in the sibling
 * field (`region` in registration, `state` in the pyme edit).
 */
export function communeRule(regionField: string) {
  return string()
    .typeError(messages.selectOption)
    .required(messages.selectOption)
    .test({ name: 'commune', message: messages.selectOption, test: (value) => isCommune(value) })
    .test({
      name: 'commune-of-region',
      message: messages.commune.notInRegion,
      test: (value, context) => {
        const parent: unknown = context.parent;
        const region = isRecord(parent) ? parent[regionField] : undefined;
        return !isRegionName(region) || isCommuneOf(region, value);
      },
    });
}
