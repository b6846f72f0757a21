/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Group_Error_NetworkInputs */

const en_group_error_network = /** @type {(inputs: Group_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your registration was not sent: we could not reach our server. Check your connection and try again; what you typed is kept.`)
};

/**
* | output |
* | --- |
* | "Your registration was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Group_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_network = /** @type {((inputs?: Group_Error_NetworkInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Group_Error_NetworkInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_group_error_network(inputs)
});