/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Success_NextInputs */

const en_contact_success_next = /** @type {(inputs: Contact_Success_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office will answer within one business day, by email or by phone.`)
};

/**
* | output |
* | --- |
* | "The office will answer within one business day, by email or by phone." |
*
* @param {Contact_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_success_next = /** @type {((inputs?: Contact_Success_NextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Success_NextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_success_next(inputs)
});