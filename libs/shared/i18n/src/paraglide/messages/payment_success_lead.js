/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Success_LeadInputs */

const en_payment_success_lead = /** @type {(inputs: Payment_Success_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment has been received. A receipt has been sent to your email.`)
};

/**
* | output |
* | --- |
* | "Your payment has been received. A receipt has been sent to your email." |
*
* @param {Payment_Success_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_success_lead = /** @type {((inputs?: Payment_Success_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Success_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_success_lead(inputs)
});