/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Pending_LeadInputs */

const en_payment_pending_lead = /** @type {(inputs: Payment_Pending_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are waiting for the payment processor to confirm your payment. This page updates by itself.`)
};

/**
* | output |
* | --- |
* | "We are waiting for the payment processor to confirm your payment. This page updates by itself." |
*
* @param {Payment_Pending_LeadInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_pending_lead = /** @type {((inputs?: Payment_Pending_LeadInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Pending_LeadInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_pending_lead(inputs)
});