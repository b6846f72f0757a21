/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Request_Header_Fields_Too_LargeInputs */

const en_error_auth_request_header_fields_too_large = /** @type {(inputs: Error_Auth_Request_Header_Fields_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser sent too much with the request. Please clear this site's cookies and try again.`)
};

/**
* | output |
* | --- |
* | "Your browser sent too much with the request. Please clear this site's cookies and try again." |
*
* @param {Error_Auth_Request_Header_Fields_Too_LargeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_request_header_fields_too_large = /** @type {((inputs?: Error_Auth_Request_Header_Fields_Too_LargeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Request_Header_Fields_Too_LargeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_request_header_fields_too_large(inputs)
});