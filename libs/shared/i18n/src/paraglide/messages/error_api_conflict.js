/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_ConflictInputs */

const en_error_api_conflict = /** @type {(inputs: Error_Api_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This clashes with a change made in the meantime. Please reload and try again.`)
};

/**
* | output |
* | --- |
* | "This clashes with a change made in the meantime. Please reload and try again." |
*
* @param {Error_Api_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_conflict = /** @type {((inputs?: Error_Api_ConflictInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_ConflictInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_conflict(inputs)
});