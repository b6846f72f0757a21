/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_RemoteInputs */

const en_contact_office_remote = /** @type {(inputs: Contact_Office_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote`)
};

/**
* | output |
* | --- |
* | "Remote" |
*
* @param {Contact_Office_RemoteInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_office_remote = /** @type {((inputs?: Contact_Office_RemoteInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_RemoteInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_office_remote(inputs)
});