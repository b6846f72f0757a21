/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Signup_Confirm_SentInputs */

const en_signup_confirm_sent = /** @type {(inputs: Signup_Confirm_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We sent an email to ${i?.email}. If the address is new to us, it holds a link that activates your account and signs you in. If the address already has an account, the email says so and how to sign in.`)
};

/**
* | output |
* | --- |
* | "We sent an email to {email}. If the address is new to us, it holds a link that activates your account and signs you in. If the address already has an account..." |
*
* @param {Signup_Confirm_SentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const signup_confirm_sent = /** @type {((inputs: Signup_Confirm_SentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signup_Confirm_SentInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_signup_confirm_sent(inputs)
});