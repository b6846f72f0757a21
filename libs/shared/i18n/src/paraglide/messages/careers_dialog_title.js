/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ job: NonNullable<unknown> }} Careers_Dialog_TitleInputs */

const en_careers_dialog_title = /** @type {(inputs: Careers_Dialog_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Apply: ${i?.job}`)
};

/**
* | output |
* | --- |
* | "Apply: {job}" |
*
* @param {Careers_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_dialog_title = /** @type {((inputs: Careers_Dialog_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Dialog_TitleInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_dialog_title(inputs)
});