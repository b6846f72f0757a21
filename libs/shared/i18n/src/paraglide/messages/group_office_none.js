/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Office_NoneInputs */

const en_group_office_none = /** @type {(inputs: Group_Office_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No preference`)
};

/**
* | output |
* | --- |
* | "No preference" |
*
* @param {Group_Office_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_office_none = /** @type {((inputs?: Group_Office_NoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Office_NoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_office_none(inputs)
});