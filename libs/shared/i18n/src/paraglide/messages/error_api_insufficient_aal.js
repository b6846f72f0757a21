/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Insufficient_AalInputs */

const en_error_api_insufficient_aal = /** @type {(inputs: Error_Api_Insufficient_AalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please confirm it is you with your authenticator app first.`)
};

/**
* | output |
* | --- |
* | "Please confirm it is you with your authenticator app first." |
*
* @param {Error_Api_Insufficient_AalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_insufficient_aal = /** @type {((inputs?: Error_Api_Insufficient_AalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Insufficient_AalInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_insufficient_aal(inputs)
});