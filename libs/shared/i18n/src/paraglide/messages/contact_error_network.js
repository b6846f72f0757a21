/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Error_NetworkInputs */

const en_contact_error_network = /** @type {(inputs: Contact_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message was not sent: we could not reach our server. Check your connection and try again; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your message was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Contact_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_error_network = /** @type {((inputs?: Contact_Error_NetworkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Error_NetworkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_error_network(inputs)
});