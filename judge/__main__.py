from judge import command

command()
