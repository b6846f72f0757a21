/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Forgot_SentInputs */

const en_forgot_sent = /** @type {(inputs: Forgot_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If an account exists for ${i?.email}, we've sent it an email with a link to choose a new password. The link works once and expires after a short while.`)
};

/**
* | output |
* | --- |
* | "If an account exists for {email}, we've sent it an email with a link to choose a new password. The link works once and expires after a short while." |
*
* @param {Forgot_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_sent = /** @type {((inputs: Forgot_SentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_SentInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_sent(inputs)
});