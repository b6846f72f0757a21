/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Form_Hint_Min_LengthInputs */

const en_form_hint_min_length = /** @type {(inputs: Form_Hint_Min_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min} characters.`)
};

/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Form_Hint_Min_LengthInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_hint_min_length = /** @type {((inputs: Form_Hint_Min_LengthInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Form_Hint_Min_LengthInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_form_hint_min_length(inputs)
});