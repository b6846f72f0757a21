/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxschool_Form_TitleInputs */

const en_taxschool_form_title = /** @type {(inputs: Taxschool_Form_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Register for a session`)
};

/**
* | output |
* | --- |
* | "Register for a session" |
*
* @param {Taxschool_Form_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_form_title = /** @type {((inputs?: Taxschool_Form_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxschool_Form_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxschool_form_title(inputs)
});