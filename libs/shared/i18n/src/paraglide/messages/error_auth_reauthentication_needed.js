/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Reauthentication_NeededInputs */

const en_error_auth_reauthentication_needed = /** @type {(inputs: Error_Auth_Reauthentication_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the code we emailed you to confirm the change.`)
};

/**
* | output |
* | --- |
* | "Please enter the code we emailed you to confirm the change." |
*
* @param {Error_Auth_Reauthentication_NeededInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_reauthentication_needed = /** @type {((inputs?: Error_Auth_Reauthentication_NeededInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Reauthentication_NeededInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_reauthentication_needed(inputs)
});