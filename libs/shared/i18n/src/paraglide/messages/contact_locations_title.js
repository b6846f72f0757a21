/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Locations_TitleInputs */

const en_contact_locations_title = /** @type {(inputs: Contact_Locations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our locations`)
};

/**
* | output |
* | --- |
* | "Our locations" |
*
* @param {Contact_Locations_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_locations_title = /** @type {((inputs?: Contact_Locations_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Locations_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_locations_title(inputs)
});