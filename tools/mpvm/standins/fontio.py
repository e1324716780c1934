FontProtocol = object
