/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Error_ServerInputs */

const en_group_error_server = /** @type {(inputs: Group_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your registration was not sent: our server had a problem. Please try again in a moment; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your registration was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Group_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_server = /** @type {((inputs?: Group_Error_ServerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Error_ServerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_error_server(inputs)
});