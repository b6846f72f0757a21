/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Password_Code_Sent_Fallback_AddressInputs */

const en_password_code_sent_fallback_address = /** @type {(inputs: Password_Code_Sent_Fallback_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your address`)
};

/**
* | output |
* | --- |
* | "your address" |
*
* @param {Password_Code_Sent_Fallback_AddressInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const password_code_sent_fallback_address = /** @type {((inputs?: Password_Code_Sent_Fallback_AddressInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Password_Code_Sent_Fallback_AddressInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_password_code_sent_fallback_address(inputs)
});