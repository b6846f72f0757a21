/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Meta_DescriptionInputs */

const en_contact_meta_description = /** @type {(inputs: Contact_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write to Huron Tax & Accounting, call or visit our Dearborn and Ypsilanti offices, or start your return, book a time, refer a friend or make a payment.`)
};

/**
* | output |
* | --- |
* | "Write to Huron Tax & Accounting, call or visit our Dearborn and Ypsilanti offices, or start your return, book a time, refer a friend or make a payment." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description = /** @type {((inputs?: Contact_Meta_DescriptionInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Meta_DescriptionInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_meta_description(inputs)
});