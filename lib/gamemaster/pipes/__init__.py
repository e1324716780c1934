# Pipes (Hydraulik) by Piotr Beling: the device's game-master and the rules engine.
