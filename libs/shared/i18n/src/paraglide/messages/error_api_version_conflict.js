/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Version_ConflictInputs */

const en_error_api_version_conflict = /** @type {(inputs: Error_Api_Version_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else changed this while you were working on it. Reload to see the latest version, then try again.`)
};

/**
* | output |
* | --- |
* | "Someone else changed this while you were working on it. Reload to see the latest version, then try again." |
*
* @param {Error_Api_Version_ConflictInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_version_conflict = /** @type {((inputs?: Error_Api_Version_ConflictInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Version_ConflictInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_version_conflict(inputs)
});