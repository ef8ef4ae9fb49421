print("scenery")
