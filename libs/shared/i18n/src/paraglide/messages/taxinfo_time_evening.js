/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Time_EveningInputs */

const en_taxinfo_time_evening = /** @type {(inputs: Taxinfo_Time_EveningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evening`)
};

/**
* | output |
* | --- |
* | "Evening" |
*
* @param {Taxinfo_Time_EveningInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_evening = /** @type {((inputs?: Taxinfo_Time_EveningInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Time_EveningInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_time_evening(inputs)
});