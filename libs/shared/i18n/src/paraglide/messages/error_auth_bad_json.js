/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Bad_JsonInputs */

const en_error_auth_bad_json = /** @type {(inputs: Error_Auth_Bad_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser sent a request we could not read. Please reload the page and try again.`)
};

/**
* | output |
* | --- |
* | "Your browser sent a request we could not read. Please reload the page and try again." |
*
* @param {Error_Auth_Bad_JsonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_json = /** @type {((inputs?: Error_Auth_Bad_JsonInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Bad_JsonInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_bad_json(inputs)
});