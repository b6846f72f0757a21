/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Step_HouseholdInputs */

const en_taxinfo_step_household = /** @type {(inputs: Taxinfo_Step_HouseholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spouse and dependents`)
};

/**
* | output |
* | --- |
* | "Spouse and dependents" |
*
* @param {Taxinfo_Step_HouseholdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_household = /** @type {((inputs?: Taxinfo_Step_HouseholdInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Step_HouseholdInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_step_household(inputs)
});