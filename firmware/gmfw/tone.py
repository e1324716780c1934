# A bare piezo on a PWM pin (speaker kind "tone": the Feather ESP32-S3 has
# no audio DAC path in audiopwmio): a square wave at the note's frequency.
# Its own module so the boards with an amplified speaker never load it.


class ToneVoice:
    def __init__(self, pin):
        import pwmio
        self.out = pwmio.PWMOut(pin, frequency=440, duty_cycle=0, variable_frequency=True)

    def play(self, freq):
        self.out.frequency = freq
        self.out.duty_cycle = 0x8000

    def stop(self):
        self.out.duty_cycle = 0
