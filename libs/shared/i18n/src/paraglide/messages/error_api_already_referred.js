/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Already_ReferredInputs */

const en_error_api_already_referred = /** @type {(inputs: Error_Api_Already_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already referred this friend.`)
};

/**
* | output |
* | --- |
* | "You have already referred this friend." |
*
* @param {Error_Api_Already_ReferredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_already_referred = /** @type {((inputs?: Error_Api_Already_ReferredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Already_ReferredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_already_referred(inputs)
});