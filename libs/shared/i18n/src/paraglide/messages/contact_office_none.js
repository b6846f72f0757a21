/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_NoneInputs */

const en_contact_office_none = /** @type {(inputs: Contact_Office_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No preference`)
};

/**
* | output |
* | --- |
* | "No preference" |
*
* @param {Contact_Office_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_office_none = /** @type {((inputs?: Contact_Office_NoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_NoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_office_none(inputs)
});