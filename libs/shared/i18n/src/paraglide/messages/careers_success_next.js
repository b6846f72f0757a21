/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Success_NextInputs */

const en_careers_success_next = /** @type {(inputs: Careers_Success_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our hiring team reads every application. If your experience fits the role, we will call or email you within a week to arrange a conversation.`)
};

/**
* | output |
* | --- |
* | "Our hiring team reads every application. If your experience fits the role, we will call or email you within a week to arrange a conversation." |
*
* @param {Careers_Success_NextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_success_next = /** @type {((inputs?: Careers_Success_NextInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Success_NextInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_careers_success_next(inputs)
});