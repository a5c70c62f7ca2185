// Runs before every test file: the AWS SDK's Node-version notice is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
