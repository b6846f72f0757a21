/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Careers_Success_ReferenceInputs */

const en_careers_success_reference = /** @type {(inputs: Careers_Success_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference is ${i?.reference}. We have sent a confirmation to your email.`)
};

/**
* | output |
* | --- |
* | "Your reference is {reference}. We have sent a confirmation to your email." |
*
* @param {Careers_Success_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_success_reference = /** @type {((inputs: Careers_Success_ReferenceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Success_ReferenceInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_success_reference(inputs)
});