/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Label_Starts_AtInputs */

const en_error_label_starts_at = /** @type {(inputs: Error_Label_Starts_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appointment time`)
};

/**
* | output |
* | --- |
* | "Appointment time" |
*
* @param {Error_Label_Starts_AtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_label_starts_at = /** @type {((inputs?: Error_Label_Starts_AtInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Label_Starts_AtInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_label_starts_at(inputs)
});