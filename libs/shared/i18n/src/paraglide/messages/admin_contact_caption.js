/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Contact_CaptionInputs */

const en_admin_contact_caption = /** @type {(inputs: Admin_Contact_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact messages`)
};

/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Admin_Contact_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_contact_caption = /** @type {((inputs?: Admin_Contact_CaptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Contact_CaptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_contact_caption(inputs)
});