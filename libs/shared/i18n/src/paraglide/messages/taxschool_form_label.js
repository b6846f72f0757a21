/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_Form_LabelInputs */

const en_taxschool_form_label = /** @type {(inputs: Taxschool_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tax school registration`)
};

/**
* | output |
* | --- |
* | "Tax school registration" |
*
* @param {Taxschool_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_label = /** @type {((inputs?: Taxschool_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_form_label(inputs)
});