/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Form_LabelInputs */

const en_group_form_label = /** @type {(inputs: Group_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group registration form`)
};

/**
* | output |
* | --- |
* | "Group registration form" |
*
* @param {Group_Form_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_form_label = /** @type {((inputs?: Group_Form_LabelInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Form_LabelInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_form_label(inputs)
});