/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ job: NonNullable<unknown> }} Careers_Form_LabelInputs */

const en_careers_form_label = /** @type {(inputs: Careers_Form_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application for ${i?.job}`)
};

/**
* | output |
* | --- |
* | "Application for {job}" |
*
* @param {Careers_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_form_label = /** @type {((inputs: Careers_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_form_label(inputs)
});