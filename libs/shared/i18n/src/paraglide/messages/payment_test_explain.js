/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_ExplainInputs */

const en_payment_test_explain = /** @type {(inputs: Payment_Test_ExplainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This site has no payment processor keys set, so this page stands in for the card checkout. Pay marks the payment paid exactly as a real payment would; Cancel returns without paying.`)
};

/**
* | output |
* | --- |
* | "This site has no payment processor keys set, so this page stands in for the card checkout. Pay marks the payment paid exactly as a real payment would; Cancel..." |
*
* @param {Payment_Test_ExplainInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_explain = /** @type {((inputs?: Payment_Test_ExplainInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_ExplainInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_test_explain(inputs)
});